import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 16, 16, 1)).astype("float32")
y = rng.integers(0, 10, 6000).astype("int32")
x = protos[y] + 0.8 * rng.normal(size=(6000, 16, 16, 1)).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    layers.Conv2D(16, 3, padding="same"), layers.BatchNormalization(), layers.ReLU(), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same"), layers.BatchNormalization(), layers.ReLU(), layers.GlobalAveragePooling2D(),
    layers.Dropout(0.2), layers.Dense(10),
])
steps = 8 * 79
lr = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=steps, warmup_target=3e-3, warmup_steps=50)
model.compile(optimizer=keras.optimizers.AdamW(lr, weight_decay=1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=8, verbose=2)
