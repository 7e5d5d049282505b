"""Leaf-disease classifier on precomputed image embeddings. Embeddings were exported class by class
(one .npy per class folder) and concatenated; Keras holds out the validation set with validation_split."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(8)
CLASSES = ["healthy", "rust", "scab", "mildew"]
per_class = 400
emb_dim = 64
protos = rng.normal(size=(len(CLASSES), emb_dim))
X_parts, y_parts = [], []
for ci, name in enumerate(CLASSES):
    X_parts.append(protos[ci] + rng.normal(scale=1.2, size=(per_class, emb_dim)))
    y_parts.append(np.full(per_class, ci))
    print(f"loaded embeddings/{name}.npy: {per_class} x {emb_dim}")
X = np.concatenate(X_parts).astype("float32")
y = np.concatenate(y_parts)

model = keras.Sequential([
    keras.Input((emb_dim,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.3),
    layers.Dense(len(CLASSES), activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(X, y, epochs=6, batch_size=32, validation_split=0.25, shuffle=True, verbose=2)
