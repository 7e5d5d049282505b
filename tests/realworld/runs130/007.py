"""Label-smoothed image classifier on 16x16 patches, custom loop.
Ported from torch F.cross_entropy(logits, targets, label_smoothing=0.1)."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(7)
rng = np.random.default_rng(7)
NUM_CLASSES, N = 10, 2048
images = rng.normal(size=(N, 16, 16, 3)).astype("float32")
labels = rng.integers(0, NUM_CLASSES, size=(N,)).astype("int64")
images += labels[:, None, None, None].astype("float32") * 0.1

ds = tf.data.Dataset.from_tensor_slices((images, labels)).shuffle(N).batch(64)

model = keras.Sequential([
    keras.Input(shape=(16, 16, 3)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(NUM_CLASSES),
])
optimizer = keras.optimizers.Adam(1e-3)
SMOOTH = 0.1


def smoothed_ce(targets, logits):
    onehot = tf.one_hot(targets, NUM_CLASSES, dtype=targets.dtype)
    soft = onehot * (1 - SMOOTH) + SMOOTH / NUM_CLASSES
    return tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=soft, logits=logits))


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = smoothed_ce(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
