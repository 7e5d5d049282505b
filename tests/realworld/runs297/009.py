import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

# dataset exported class by class (like an ImageFolder walk): rows are sorted by label
rng = np.random.default_rng(0)
centers = rng.normal(0, 3, size=(5, 24)).astype("float32")
xs, ys = [], []
for c in range(5):
    xs.append(centers[c] + rng.normal(size=(1200, 24)).astype("float32")); ys.append(np.full(1200, c, "int32"))
X = np.concatenate(xs); Y = np.concatenate(ys)
print("dataset", X.shape, Y.shape)

model = keras.Sequential([keras.Input((24,)), layers.Dense(64, activation="relu"), layers.Dropout(0.2), layers.Dense(5)])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, Y, batch_size=64, epochs=6, validation_split=0.2, shuffle=True, verbose=2)
