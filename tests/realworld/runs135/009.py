"""Transfer learning between two inspection lines: a small CNN backbone trained on line A (4 defect types) is
saved as .keras, reloaded, frozen, and a new binary head is trained for line B; then the top block is fine-tuned."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)

def make_images(n, n_classes):
    y = rng.integers(0, n_classes, n)
    x = rng.normal(0, 0.3, (n, 24, 24, 1)).astype("float32")
    for i, k in enumerate(y):
        r, c = divmod(int(k) % 4, 2)
        x[i, r * 12:(r + 1) * 12, c * 12:(c + 1) * 12, 0] += 1.0 if n_classes == 4 else (1.0 if k else -1.0)
    return x, y

# stage A: backbone pretraining on line A
xa, ya = make_images(1200, 4)
backbone = keras.Sequential([
    keras.Input(shape=(24, 24, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu", name="conv1"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu", name="conv2"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu", name="conv3"),
    layers.GlobalAveragePooling2D(name="gap"),
], name="backbone")
pretrain = keras.Sequential([backbone, layers.Dense(4, name="head_a")])
pretrain.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pretrain.fit(xa, ya, batch_size=32, epochs=4, verbose=2)
backbone.save("/home/user/project/backbone_a.keras")

# stage B: reuse on line B
xb, yb = make_images(600, 2)
train_ds = tf.data.Dataset.from_tensor_slices((xb[:480], yb[:480])).shuffle(480).batch(32).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((xb[480:], yb[480:])).batch(64)

base = keras.models.load_model("/home/user/project/backbone_a.keras")
base.trainable = False
inputs = keras.Input(shape=(24, 24, 1))
h = base(inputs, training=False)
h = layers.Dropout(0.2)(h)
outputs = layers.Dense(1, name="head_b")(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="acc")])
print("trainable weights (frozen backbone):", [w.path for w in model.trainable_weights])
model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)

base.trainable = True
for layer in base.layers[:-2]:
    layer.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-4), loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="acc")])
print("trainable weights (fine-tune):", [w.path for w in model.trainable_weights])
model.fit(train_ds, validation_data=val_ds, epochs=2, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))
