# Keras port of a small torchvision-style CNN; data loader kept from the torch version
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)

class SyntheticCifar(keras.utils.PyDataset):
    """Generated 10-class images, same layout as the torch Dataset (C, H, W)."""
    def __init__(self, n, batch_size, seed, **kw):
        super().__init__(**kw)
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 10, size=n)
        protos = r.normal(size=(10, 3, 32, 32)).astype("float32")
        self.x = protos[self.y] + 0.5 * r.normal(size=(n, 3, 32, 32)).astype("float32")
        self.bs = batch_size
    def __len__(self):
        return len(self.y) // self.bs
    def __getitem__(self, i):
        s = slice(i * self.bs, (i + 1) * self.bs)
        return self.x[s], self.y[s]

train = SyntheticCifar(2048, 64, seed=0)
val = SyntheticCifar(512, 128, seed=1)
xb, yb = train[0]
print("batch x:", xb.shape, xb.dtype, "batch y:", yb.shape)

inputs = keras.Input(shape=(32, 32, 3))
h = layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(64, 3, padding="same", activation="relu")(h)
h = layers.MaxPooling2D()(h)
h = layers.Flatten()(h)
h = layers.Dense(128, activation="relu")(h)
outputs = layers.Dense(10)(h)
model = keras.Model(inputs, outputs, name="small_cnn")
model.summary()

model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=3, verbose=2)
