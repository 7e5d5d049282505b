# Resuming fine-tuning of a subclassed Keras model from last week's .weights.h5.
# Between the runs the classifier attribute was renamed (head -> classifier) to match
# the PyTorch reference implementation.
import os
import numpy as np
import keras
from keras import layers

CKPT = "/home/user/project/013/encoder_cls.weights.h5"
os.makedirs(os.path.dirname(CKPT), exist_ok=True)

class ClassifierV1(keras.Model):
    def __init__(self, n_cls=5, **kw):
        super().__init__(**kw)
        self.encoder = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(32, activation="relu")])
        self.head = layers.Dense(n_cls)
    def call(self, x, training=False):
        return self.head(self.encoder(x))

class ClassifierV2(keras.Model):
    def __init__(self, n_cls=5, **kw):
        super().__init__(**kw)
        self.encoder = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(32, activation="relu")])
        self.classifier = layers.Dense(n_cls)
    def call(self, x, training=False):
        return self.classifier(self.encoder(x))

rng = np.random.default_rng(13)
x = rng.normal(size=(800, 20)).astype("float32")
y = rng.integers(0, 5, size=800)
loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

# --- last week's run (checkpoint already on disk in the real project) ---
old = ClassifierV1()
old.compile(optimizer="adam", loss=loss, metrics=["accuracy"])
old.fit(x, y, epochs=1, batch_size=64, verbose=2)
old.save_weights(CKPT)

# --- today's resume ---
model = ClassifierV2()
model(x[:1])
model.load_weights(CKPT)
model.compile(optimizer="adam", loss=loss, metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=64, verbose=2)
