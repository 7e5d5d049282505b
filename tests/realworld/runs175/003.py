"""Small CNN on synthetic 'defect / no defect' patches, imbalanced classes.
Ported from a torch script that used CrossEntropyLoss(weight=...) -> class_weight here."""
import os
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
N = 1200
IMG = 32


def make_patch(defect):
    img = rng.normal(0.5, 0.08, size=(IMG, IMG, 1)).astype("float32")
    if defect:
        r, c = rng.integers(4, IMG - 8, size=2)
        img[r:r + 5, c:c + 5, 0] += 0.6
    return np.clip(img, 0, 1)


y = (rng.random(N) < 0.2).astype("int32")           # 20 % defects
x = np.stack([make_patch(v) for v in y])
x_train, y_train, x_val, y_val = x[:1000], y[:1000], x[1000:], y[1000:]
counts = np.bincount(y_train, minlength=2)
class_weight = {i: float(len(y_train) / (2 * c)) for i, c in enumerate(counts)}
print("class counts", counts.tolist(), "class_weight", {k: round(v, 3) for k, v in class_weight.items()})

model = keras.Sequential([
    keras.Input((IMG, IMG, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalMaxPooling2D(),
    layers.Dropout(0.2),
    layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

os.makedirs("/home/user/project/ckpt003", exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint("/home/user/project/ckpt003/best.weights.h5", monitor="val_loss",
                                    save_best_only=True, save_weights_only=True, verbose=1),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
]
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=32, epochs=6,
          class_weight=class_weight, callbacks=callbacks, verbose=2)
model.load_weights("/home/user/project/ckpt003/best.weights.h5")
pred = model.predict(x_val, verbose=0).argmax(-1)
tp = int(((pred == 1) & (y_val == 1)).sum())
print(f"val accuracy {np.mean(pred == y_val):.3f}  defect recall {tp / max(1, (y_val == 1).sum()):.3f}")
