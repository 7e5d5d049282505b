"""Siamese embedding model trained with a contrastive loss (port of a PyTorch metric-learning script)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(4)
centers = rng.normal(size=(10, 8)).astype("float32") * 3
cls = rng.integers(0, 10, size=(3000,))
feats = centers[cls] + rng.normal(size=(3000, 8)).astype("float32")

# pairs: half positives (same class), half negatives
i = rng.integers(0, 3000, size=6000)
j = np.where(rng.random(6000) < 0.5, i, rng.integers(0, 3000, size=6000))
same = (cls[i] == cls[j]).astype("float32")
ds = tf.data.Dataset.from_tensor_slices(((feats[i], feats[j]), same)).shuffle(6000, seed=0).batch(100)

encoder = keras.Sequential([keras.Input((8,)), keras.layers.Dense(64, activation="relu"),
                            keras.layers.Dense(16)])
opt = keras.optimizers.Adam(1e-3)
MARGIN = 2.0

def contrastive_loss(za, zb, same):
    d = tf.sqrt(tf.reduce_sum(tf.square(za - zb), axis=1))   # euclidean distance, like F.pairwise_distance
    return tf.reduce_mean(same * d + (1 - same) * tf.nn.relu(MARGIN - d))

@tf.function
def train_step(a, b, s):
    with tf.GradientTape() as tape:
        loss = contrastive_loss(encoder(a, training=True), encoder(b, training=True), s)
    grads = tape.gradient(loss, encoder.trainable_variables)
    opt.apply_gradients(zip(grads, encoder.trainable_variables))
    return loss

for epoch in range(4):
    losses = []
    for step, ((a, b), s) in enumerate(ds):
        losses.append(float(train_step(a, b, s)))
        if step % 20 == 0:
            print(f"epoch {epoch+1} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch+1}: contrastive_loss={np.mean(losses):.4f} last={losses[-1]:.4f}")
