"""Image classifier on a streaming tf.data pipeline; both splits come from the same make_dataset() helper."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(2)
N_TRAIN, N_VAL = 1536, 256
imgs = rng.random((N_TRAIN + N_VAL, 24, 24, 3)).astype("float32")
labels = rng.integers(0, 3, N_TRAIN + N_VAL)
imgs[np.arange(len(labels)), :, :, labels] += 0.5


def make_dataset(x, y, batch_size, training):
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    if training:
        ds = ds.shuffle(2048)
    ds = ds.map(lambda a, b: (tf.image.random_flip_left_right(a) if training else a, b),
                num_parallel_calls=tf.data.AUTOTUNE)
    # stream forever, like the tf.estimator input_fn we ported this from
    return ds.repeat().batch(batch_size).prefetch(tf.data.AUTOTUNE)


train_ds = make_dataset(imgs[:N_TRAIN], labels[:N_TRAIN], 64, training=True)
val_ds = make_dataset(imgs[N_TRAIN:], labels[N_TRAIN:], 64, training=False)

model = keras.Sequential([
    keras.Input((24, 24, 3)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(3, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5,
          steps_per_epoch=N_TRAIN // 64)
model.save("/home/user/project/cnn.keras")
print("done")
