# Small CNN image classifier with tf.data augmentation, Keras fit + callbacks.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(11)
C, H = 10, 16
protos = rng.normal(size=(C, H, H, 1)).astype("float32")
def make(n):
    y = rng.integers(0, C, n)
    x = protos[y] + 0.8 * rng.normal(size=(n, H, H, 1)).astype("float32")
    return x.astype("float32"), y.astype("int32")
x_train, y_train = make(6000)
x_val, y_val = make(1000)

def augment(im, label):
    im = im + tf.random.normal(tf.shape(im), stddev=0.1)
    return im, label
train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(6000)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model = keras.Sequential([
    keras.Input((H, H, 1)),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.BatchNormalization(),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(64, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dropout(0.2),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.ReduceLROnPlateau(patience=2, factor=0.5, verbose=1),
       keras.callbacks.ModelCheckpoint("best_011.keras", monitor="val_accuracy", save_best_only=True)]
model.fit(train_ds, validation_data=val_ds, epochs=6, callbacks=cbs, verbose=2)
best = keras.models.load_model("best_011.keras")
loss, acc = best.evaluate(val_ds, verbose=0)
print(f"best checkpoint: val_loss {loss:.4f} val_accuracy {acc:.4f}")
