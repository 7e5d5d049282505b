"""Two-tower retrieval with in-batch negatives; duplicate items in a batch are
de-duplicated (tf.unique) before the softmax. Step compiled with XLA for speed."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(8)
rng = np.random.default_rng(8)
N_USERS, N_ITEMS, DIM, BATCH = 500, 300, 32, 128
users = rng.integers(0, N_USERS, 20000).astype("int32")
items = ((users * 7 + rng.integers(0, 5, 20000)) % N_ITEMS).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((users, items)).shuffle(20000).batch(BATCH, drop_remainder=True)

user_tower = keras.Sequential([keras.Input(shape=(), dtype="int32"),
                               keras.layers.Embedding(N_USERS, DIM),
                               keras.layers.Dense(DIM)], name="user_tower")
item_tower = keras.Sequential([keras.Input(shape=(), dtype="int32"),
                               keras.layers.Embedding(N_ITEMS, DIM),
                               keras.layers.Dense(DIM)], name="item_tower")
u_opt = keras.optimizers.Adam(1e-3)
i_opt = keras.optimizers.Adam(1e-3)


@tf.function(jit_compile=True)
def train_step(u, i):
    with tf.GradientTape(persistent=True) as tape:
        uniq_items, pos_idx = tf.unique(i)
        ue = tf.math.l2_normalize(user_tower(u, training=True), -1)
        ie = tf.math.l2_normalize(item_tower(uniq_items, training=True), -1)
        logits = tf.matmul(ue, ie, transpose_b=True) / 0.1
        loss = tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=pos_idx, logits=logits))
    u_opt.apply_gradients(zip(tape.gradient(loss, user_tower.trainable_variables),
                              user_tower.trainable_variables))
    i_opt.apply_gradients(zip(tape.gradient(loss, item_tower.trainable_variables),
                              item_tower.trainable_variables))
    del tape
    return loss


for epoch in range(2):
    for step, (u, i) in enumerate(ds):
        loss = train_step(u, i)
        if step % 40 == 0:
            print(f"epoch {epoch} step {step:4d} in-batch softmax loss {float(loss):.4f}")
