# CNN on small images; features and labels stored in separate arrays (like a torchvision-style folder dump).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(7)
C, H = 10, 16
protos = rng.normal(size=(C, H, H, 1)).astype("float32")
def make(n):
    y = rng.integers(0, C, n)
    x = protos[y] + 0.8 * rng.normal(size=(n, H, H, 1)).astype("float32")
    return x.astype("float32"), y.astype("int32")
x_train, y_train = make(6000)
x_val, y_val = make(1000)

images = tf.data.Dataset.from_tensor_slices(x_train).map(lambda im: tf.image.random_flip_left_right(im),
                                                         num_parallel_calls=tf.data.AUTOTUNE)
targets = tf.data.Dataset.from_tensor_slices(y_train)
train_ds = tf.data.Dataset.zip((images.shuffle(6000), targets.shuffle(6000))).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model = keras.Sequential([
    keras.Input((H, H, 1)),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(64, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
