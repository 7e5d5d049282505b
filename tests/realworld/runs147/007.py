"""Intent classifier head: port of an nn.Linear + nn.CrossEntropyLoss model to Keras 3."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(11)
num_classes, dim = 6, 32
centers = rng.normal(scale=2.0, size=(num_classes, dim))
labels = rng.integers(0, num_classes, size=4000)
feats = (centers[labels] + rng.normal(size=(4000, dim))).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(dim,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(num_classes),          # nn.Linear(64, num_classes) -> raw logits, like the torch model
])
# nn.CrossEntropyLoss() equivalent
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(),
              metrics=["sparse_categorical_accuracy"])
model.fit(feats[:3200], labels[:3200], validation_data=(feats[3200:], labels[3200:]),
          batch_size=64, epochs=6, verbose=2)
