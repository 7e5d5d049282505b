# Healthy: small CNN with tf.data pipeline (augmentation via map), correct joint shuffling, step-based schedule.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
N, C = 5000, 10
labels = rng.integers(0, C, size=(N,)).astype("int32")
protos = rng.normal(size=(C, 16, 16, 1)).astype("float32")
images = (protos[labels] + 0.6 * rng.normal(size=(N, 16, 16, 1))).astype("float32")

def augment(x, y):
    x = x + tf.random.normal(tf.shape(x), stddev=0.05)
    return x, y

train = (tf.data.Dataset.from_tensor_slices((images[:4500], labels[:4500]))
         .shuffle(4500).map(augment, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(2))
val = tf.data.Dataset.from_tensor_slices((images[4500:], labels[4500:])).batch(256)

steps_per_epoch = len(train)
schedule = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=5 * steps_per_epoch)
model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-5),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(schedule),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
