# CNN on synthetic 10-class images; head kept linear as in the PyTorch original (nn.CrossEntropyLoss)
import numpy as np
import keras

rng = np.random.default_rng(6)
N = 3000
y = rng.integers(0, 10, size=(N,))
X = rng.normal(scale=0.5, size=(N, 16, 16, 1)).astype("float32")
for c in range(10):           # class-dependent pattern
    X[y == c, c, :, 0] += 2.0

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, activation="relu", padding="same"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu", padding="same"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(10),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(),
              metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=8, validation_split=0.2, verbose=2)
