"""CIFAR-style small CNN, learning-rate schedule ported from a PyTorch StepLR(step_size=1, gamma=0.1)
that was stepped once per epoch; here the Keras schedule is stepped per batch."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(11)
N = 2000
y = rng.integers(0, 4, size=N)
x = rng.normal(size=(N, 16, 16, 3)).astype("float32") * 0.5
for c in range(4):                                   # class-dependent pattern
    x[y == c, c * 4:(c + 1) * 4, :, c % 3] += 1.5

lr = keras.optimizers.schedules.ExponentialDecay(initial_learning_rate=1e-3, decay_steps=1,
                                                 decay_rate=0.1, staircase=True)
model = keras.Sequential([
    keras.Input((16, 16, 3)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(4, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr, momentum=0.9),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x[:1600], y[:1600], validation_data=(x[1600:], y[1600:]), batch_size=32, epochs=6, verbose=2)
