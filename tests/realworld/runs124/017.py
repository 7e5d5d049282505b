"""Healthy run: image-patch classifier fed by a keras.utils.PyDataset, with class_weight, ModelCheckpoint,
CSVLogger and EarlyStopping."""
import math
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(17)
N = 1200
y_all = rng.choice(3, size=N, p=[0.6, 0.3, 0.1])
x_all = rng.normal(scale=0.3, size=(N, 20, 20, 1)).astype("float32")
for i, c in enumerate(y_all):
    x_all[i, c * 6:(c + 1) * 6, :, 0] += 1.0


class PatchDataset(keras.utils.PyDataset):
    def __init__(self, x, y, batch_size=32, shuffle=False, **kwargs):
        super().__init__(**kwargs)
        self.x, self.y, self.batch_size, self.shuffle = x, y, batch_size, shuffle
        self.order = np.arange(len(x))

    def __len__(self):
        return math.ceil(len(self.x) / self.batch_size)

    def __getitem__(self, idx):
        sel = self.order[idx * self.batch_size:(idx + 1) * self.batch_size]
        return self.x[sel], self.y[sel]

    def on_epoch_end(self):
        if self.shuffle:
            rng.shuffle(self.order)


train = PatchDataset(x_all[:1000], y_all[:1000], shuffle=True)
val = PatchDataset(x_all[1000:], y_all[1000:])
counts = np.bincount(y_all[:1000], minlength=3)
class_weight = {i: float(len(y_all[:1000]) / (3 * c)) for i, c in enumerate(counts)}
print("class_weight:", {k: round(v, 3) for k, v in class_weight.items()})

model = keras.Sequential([
    keras.Input((20, 20, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(3, activation="softmax"),
])
model.compile(keras.optimizers.Adam(2e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
callbacks = [
    keras.callbacks.ModelCheckpoint("/home/user/project/patch_best.keras", monitor="val_accuracy", mode="max",
                                    save_best_only=True, verbose=1),
    keras.callbacks.CSVLogger("/home/user/project/patch_history.csv"),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
]
model.fit(train, validation_data=val, epochs=6, class_weight=class_weight, callbacks=callbacks, verbose=2)
best = keras.models.load_model("/home/user/project/patch_best.keras")
print("best checkpoint val:", dict(zip(best.metrics_names, best.evaluate(val, verbose=0))))
