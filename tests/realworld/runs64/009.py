# Port of a torch script: StepLR(step_size=1, gamma=0.01) stepped once per EPOCH in torch,
# translated to a Keras ExponentialDecay schedule (which Keras advances every optimizer STEP).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
y = (x @ w > 0).astype("float32")

lr = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.01, staircase=True)

model = keras.Sequential([
    keras.Input((16,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr),
              loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=128, epochs=10, validation_split=0.1, verbose=2)
