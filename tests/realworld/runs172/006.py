"""Leaf-disease classifier: small CNN + augmentation layers + checkpoint/early-stop/LR callbacks."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(6); tf.random.set_seed(6)
IMG, N_CLASSES, BATCH = 96, 4, 32
OUT = "/home/user/project/leaf_run"
os.makedirs(OUT, exist_ok=True)

# synthetic "photos": each class has its own dominant colour blob, uint8 like decoded JPEGs
def make_images(n):
    labels = np.random.randint(0, N_CLASSES, n)
    imgs = np.random.randint(0, 80, (n, IMG, IMG, 3)).astype("uint8")
    for i, c in enumerate(labels):
        cx, cy = np.random.randint(20, IMG - 20, 2)
        imgs[i, cx - 15:cx + 15, cy - 15:cy + 15, c % 3] = 200 + 15 * (c // 3)
        if c == 3:
            imgs[i, cx - 15:cx + 15, cy - 15:cy + 15, 0] = 220
    return imgs, labels

x_train, y_train = make_images(384)
x_val, y_val = make_images(96)

augment = keras.Sequential([
    layers.RandomFlip("horizontal"),
    layers.RandomRotation(0.1),
    layers.RandomZoom(0.1),
], name="augment")

backbone = keras.Sequential([
    layers.Conv2D(16, 3, strides=2, padding="same", activation="relu"),
    layers.Conv2D(32, 3, strides=2, padding="same", activation="relu"),
    layers.Conv2D(64, 3, strides=2, padding="same", activation="relu"),
    layers.GlobalMaxPooling2D(),
], name="backbone")
inputs = keras.Input(shape=(IMG, IMG, 3), dtype="uint8")
x = layers.Lambda(lambda t: tf.cast(t, "float32"), name="to_float")(inputs)
x = augment(x)
x = layers.Rescaling(1.0 / 255)(x)
x = backbone(x)
x = layers.Dropout(0.2)(x)
outputs = layers.Dense(N_CLASSES, activation="softmax")(x)
model = keras.Model(inputs, outputs, name="leaf_classifier")
print("trainable weights:", len(model.trainable_weights), "params:", model.count_params())

model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
callbacks = [
    keras.callbacks.ModelCheckpoint(os.path.join(OUT, "best.keras"), monitor="val_accuracy",
                                    mode="max", save_best_only=True, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=4, restore_best_weights=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
    keras.callbacks.CSVLogger(os.path.join(OUT, "history.csv")),
]
history = model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=BATCH,
                    epochs=6, callbacks=callbacks, verbose=2)
print("best val_accuracy: %.4f" % max(history.history["val_accuracy"]))
print(open(os.path.join(OUT, "history.csv")).read())
