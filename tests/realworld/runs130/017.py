"""Session-based next-item model with sampled negatives; negatives that are the
positive item are re-drawn (logic copied from the PyTorch sampler)."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(17)
rng = np.random.default_rng(17)
N_ITEMS, DIM, N_NEG, BATCH = 400, 32, 4, 64
prev_item = rng.integers(0, N_ITEMS, 8000).astype("int32")
next_item = ((prev_item * 3 + 1) % N_ITEMS).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((prev_item, next_item)).shuffle(8000).batch(BATCH)

item_emb = keras.layers.Embedding(N_ITEMS, DIM)
ctx = keras.layers.Dense(DIM)
opt = keras.optimizers.Adam(1e-3)
vars_built = False


def sample_negatives(pos):
    negs = []
    for p in tf.unstack(pos):
        chosen = set()
        while len(chosen) < N_NEG:
            n = tf.random.uniform([], 0, N_ITEMS, dtype=tf.int32)
            if n != p:
                chosen.add(n)
        negs.append(tf.stack(list(chosen)))
    return tf.stack(negs)


@tf.function
def train_step(prev, pos):
    negs = sample_negatives(pos)
    with tf.GradientTape() as tape:
        q = ctx(item_emb(prev))
        cand = item_emb(tf.concat([pos[:, None], negs], axis=1))
        logits = tf.einsum("bd,bkd->bk", q, cand)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=tf.zeros(tf.shape(pos)[0], tf.int32), logits=logits))
    vs = item_emb.trainable_variables + ctx.trainable_variables
    opt.apply_gradients(zip(tape.gradient(loss, vs), vs))
    return loss


item_emb.build((None,)); ctx.build((None, DIM))
for epoch in range(2):
    for step, (prev, pos) in enumerate(ds):
        loss = train_step(prev, pos)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} sampled-softmax loss {float(loss):.4f}")
