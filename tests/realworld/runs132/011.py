"""Siamese embedding network with a margin contrastive loss, pairs built on the fly (ported from a PyTorch repo)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)
N, D, C = 1500, 24, 60
lab = rng.integers(0, C, size=N)
feat = (rng.normal(0, 3, size=(C, D))[lab] + rng.normal(size=(N, D))).astype("float32")

# pair sampler: for every anchor draw a partner uniformly from the same class (may be itself)
def make_pairs():
    a_idx = rng.permutation(N)
    b_idx = np.array([rng.choice(np.where(lab == lab[i])[0]) if rng.random() < 0.5 else rng.integers(N) for i in a_idx])
    same = (lab[a_idx] == lab[b_idx]).astype("float32")
    return feat[a_idx], feat[b_idx], same

encoder = keras.Sequential([keras.Input(shape=(D,)), layers.Dense(64, activation="relu"), layers.Dense(16)], name="encoder")
opt = keras.optimizers.Adam(1e-3)
MARGIN = 1.0

@tf.function
def train_step(a, b, same):
    with tf.GradientTape() as tape:
        ea, eb = encoder(a, training=True), encoder(b, training=True)
        dist = tf.norm(ea - eb, axis=1)                        # euclidean distance, like torch.pairwise_distance
        # reference repo uses the non-squared variant: pull positives by d, push negatives to the margin
        loss = tf.reduce_mean(same * dist + (1 - same) * tf.nn.relu(MARGIN - dist))
    grads = tape.gradient(loss, encoder.trainable_variables)
    opt.apply_gradients(zip(grads, encoder.trainable_variables))
    return loss, tf.reduce_mean(dist)

step = 0
for epoch in range(3):
    A, B, S = make_pairs()
    ds = tf.data.Dataset.from_tensor_slices((A, B, S)).batch(100)
    for a, b, s in ds:
        loss, md = train_step(a, b, s)
        step += 1
        if step % 5 == 0:
            print(f"[epoch {epoch}] step {step:3d}  contrastive_loss={float(loss):.4f}  mean_dist={float(md):.4f}")
