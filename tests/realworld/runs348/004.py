# Small CNN on synthetic 16x16 images: tf.data pipeline + model.fit + checkpoint callback.
import os, shutil
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(3)
N, H, C = 3000, 16, 3
rng = np.random.default_rng(3)
y = rng.integers(0, C, size=N)
x = rng.normal(scale=0.5, size=(N, H, H, 1)).astype("float32")
for i, c in enumerate(y):  # class = position of a bright bar
    x[i, :, 4 * c + 2:4 * c + 5, 0] += 1.5
x_tr, y_tr, x_va, y_va = x[:2500], y[:2500], x[2500:], y[2500:]

def augment(img, lbl):
    img = img + tf.random.normal(tf.shape(img), stddev=0.05)
    return img, lbl

train_ds = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr))
            .shuffle(2500, seed=3).map(augment, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(128)

model = keras.Sequential([
    keras.Input((H, H, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
shutil.rmtree("ckpt_fit", ignore_errors=True)
os.makedirs("ckpt_fit")
callbacks = [keras.callbacks.ModelCheckpoint("ckpt_fit/best.weights.h5", monitor="val_loss",
                                             save_best_only=True, save_weights_only=True, verbose=1)]
hist = model.fit(train_ds, validation_data=val_ds, epochs=8, callbacks=callbacks, verbose=2)
model.load_weights("ckpt_fit/best.weights.h5")
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"best checkpoint: val_loss={loss:.4f} val_accuracy={acc:.4f}")
