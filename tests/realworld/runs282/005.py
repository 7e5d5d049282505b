"""Image classifier training script carried over from a TF 2.11-era repo (tf.keras API)."""
import numpy as np
import tensorflow as tf

print("TensorFlow", tf.__version__)
layers = tf.keras.layers

rng = np.random.default_rng(4)
X = rng.normal(size=(1024, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=1024)
train_ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024).batch(64).prefetch(tf.data.AUTOTUNE)

model = tf.keras.Sequential([
    layers.Input((28, 28, 1)),
    layers.Conv2D(32, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(10),
])
model.summary()

lr_schedule = tf.keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=1000)
# legacy Adam: the repo's checkpoints store slot variables in the legacy layout
optimizer = tf.keras.optimizers.legacy.Adam(learning_rate=lr_schedule)
model.compile(optimizer=optimizer,
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, epochs=2, verbose=2)
