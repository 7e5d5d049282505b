# Image classifier from a folder tree; after training, compute the validation
# accuracy / confusion matrix "by hand" like sklearn on torch outputs.
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

ROOT = "/home/user/project/shapes"
CLASSES = ["circle", "square", "triangle", "cross"]

def draw(kind, rng):
    img = np.zeros((32, 32, 3), np.uint8)
    yy, xx = np.mgrid[:32, :32]
    cx, cy = rng.integers(10, 22, 2)
    if kind == "circle":
        m = (yy - cy) ** 2 + (xx - cx) ** 2 < 49
    elif kind == "square":
        m = (abs(yy - cy) < 7) & (abs(xx - cx) < 7)
    elif kind == "triangle":
        m = (yy - cy + 7 > 0) & (yy - cy < 7) & (abs(xx - cx) < (yy - cy + 7) / 2)
    else:
        m = (abs(yy - cy) < 2) | (abs(xx - cx) < 2)
    img[m] = rng.integers(120, 255, 3)
    return img

if not os.path.isdir(ROOT):
    rng = np.random.default_rng(0)
    for c in CLASSES:
        os.makedirs(f"{ROOT}/{c}", exist_ok=True)
        for i in range(150):
            tf.io.write_file(f"{ROOT}/{c}/{i:04d}.png", tf.io.encode_png(draw(c, rng)))

train_ds, val_ds = keras.utils.image_dataset_from_directory(
    ROOT, image_size=(32, 32), batch_size=32, validation_split=0.2,
    subset="both", seed=123)

AUTOTUNE = tf.data.AUTOTUNE
def configure_for_performance(ds):
    return ds.cache().shuffle(1000).prefetch(buffer_size=AUTOTUNE)

train_ds = configure_for_performance(train_ds)
val_ds = configure_for_performance(val_ds)

model = keras.Sequential([
    keras.Input((32, 32, 3)), layers.Rescaling(1 / 255.),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(len(CLASSES), activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)

# evaluation report
y_true = np.concatenate([y.numpy() for _, y in val_ds])
y_pred = np.argmax(model.predict(val_ds, verbose=0), axis=1)
acc = (y_true == y_pred).mean()
print(f"validation accuracy (manual): {acc:.4f}  n={len(y_true)}")
cm = np.zeros((4, 4), int)
for t, p in zip(y_true, y_pred):
    cm[t, p] += 1
print("confusion matrix (rows=true):")
for name, row in zip(CLASSES, cm):
    print(f"  {name:>9s} {row}")
