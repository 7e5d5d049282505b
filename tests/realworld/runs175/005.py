"""Sensor-fault classifier (3 classes). The torch Dataset (one sample per
__getitem__, batched by DataLoader(batch_size=32)) was ported to keras.utils.PyDataset."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
F, C = 20, 3
centers = rng.normal(0, 2.0, size=(C, F))


def make(n):
    y = rng.integers(0, C, size=n)
    x = centers[y] + rng.normal(0, 1.0, size=(n, F))
    return x.astype("float32"), y.astype("int32")


x_tr, y_tr = make(800)
x_va, y_va = make(200)


class SensorDataset(keras.utils.PyDataset):
    def __init__(self, x, y, **kwargs):
        super().__init__(**kwargs)
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        # torch: return torch.from_numpy(self.x[idx]), self.y[idx]
        return self.x[idx][None, :], self.y[idx][None]


train_data = SensorDataset(x_tr, y_tr)
val_data = SensorDataset(x_va, y_va)

model = keras.Sequential([
    keras.Input((F,)),
    layers.Dense(64),
    layers.BatchNormalization(),
    layers.ReLU(),
    layers.Dense(64),
    layers.BatchNormalization(),
    layers.ReLU(),
    layers.Dense(C, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_data, validation_data=val_data, epochs=4, verbose=2)
print("eval:", dict(zip(model.metrics_names, model.evaluate(val_data, verbose=0))))
