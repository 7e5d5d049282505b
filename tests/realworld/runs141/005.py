"""Face-embedding style metric learning with a triplet loss (ported from PyTorch).

The PyTorch version used nn.TripletMarginLoss(p=2) (default margin=1.0).  Here the
distance is tf.norm(anchor - positive) and the triplets are mined on the fly:
for each anchor a random sample of the same identity is the positive and a
random sample of another identity is the negative.
Custom GradientTape loop, metrics logged as a dict every 20 steps.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
N_IDS, PER_ID, DIM = 40, 4, 64
centers = rng.normal(0, 1, (N_IDS, DIM)).astype("float32")
X = (np.repeat(centers, PER_ID, axis=0) + 1.0 * rng.normal(size=(N_IDS * PER_ID, DIM))).astype("float32")
IDS = np.repeat(np.arange(N_IDS), PER_ID)
by_id = {i: np.where(IDS == i)[0] for i in range(N_IDS)}


def mine_triplets(bs):
    a_idx = rng.integers(0, len(X), bs)
    p_idx = np.array([rng.choice(by_id[IDS[i]]) for i in a_idx])          # same identity
    n_idx = np.array([rng.choice(np.where(IDS != IDS[i])[0]) for i in a_idx])
    return X[a_idx], X[p_idx], X[n_idx]


encoder = keras.Sequential([
    keras.Input((DIM,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(32),
    layers.UnitNormalization(),
], name="embedder")
opt = keras.optimizers.Adam(1e-3)
MARGIN = 1.0


@tf.function
def train_step(a, p, n):
    with tf.GradientTape() as tape:
        ea, ep, en = encoder(a, training=True), encoder(p, training=True), encoder(n, training=True)
        d_ap = tf.norm(ea - ep, axis=1)
        d_an = tf.norm(ea - en, axis=1)
        loss = tf.reduce_mean(tf.maximum(d_ap - d_an + MARGIN, 0.0))
    grads = tape.gradient(loss, encoder.trainable_variables)
    opt.apply_gradients(zip(grads, encoder.trainable_variables))
    return loss, d_ap, d_an


def main():
    steps, bs = 200, 32
    for step in range(1, steps + 1):
        a, p, n = mine_triplets(bs)
        loss, d_ap, d_an = train_step(a, p, n)
        if step % 20 == 0:
            frac_active = float(np.mean((d_ap - d_an + MARGIN).numpy() > 0))
            print({"step": step, "loss": round(float(loss), 4),
                   "d_ap": round(float(np.mean(d_ap)), 4), "d_an": round(float(np.mean(d_an)), 4),
                   "active_triplets": round(frac_active, 3), "lr": float(opt.learning_rate)}, flush=True)
    encoder.save("triplet_embedder.keras")


if __name__ == "__main__":
    main()
