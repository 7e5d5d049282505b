# Audio-tagging style training with a keras.utils.PyDataset (ported from a
# torch Dataset/DataLoader: __len__ = number of batches, __getitem__ = one batch).
import numpy as np
import keras
from keras import layers


class SpectrogramBatches(keras.utils.PyDataset):
    def __init__(self, n_items, batch_size, n_classes, seed=0, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, n_classes, size=n_items)
        self.proto = rng.normal(size=(n_classes, 64, 40)).astype("float32")
        self.noise_seed = seed
        self.batch_size = batch_size

    def __len__(self):
        # torch: math.ceil(len(ds) / batch_size) -> written with numpy here
        return np.ceil(len(self.labels) / self.batch_size)

    def __getitem__(self, idx):
        lo = idx * self.batch_size
        y = self.labels[lo:lo + self.batch_size]
        rng = np.random.default_rng(self.noise_seed * 100000 + idx)
        x = self.proto[y] + rng.normal(size=(len(y), 64, 40)).astype("float32")
        return x[..., None], y


train = SpectrogramBatches(1000, 32, 6, seed=1)
val = SpectrogramBatches(200, 32, 6, seed=2)

model = keras.Sequential([
    keras.Input(shape=(64, 40, 1)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalMaxPooling2D(),
    layers.Dense(6),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=3)
