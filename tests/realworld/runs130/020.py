"""Two-tower retrieval: training job writes checkpoints with CheckpointManager,
the offline evaluation job restores the towers and computes recall@10."""
import shutil
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(20)
rng = np.random.default_rng(20)
CKPT_DIR = "/home/user/project/two_tower_ckpt_020"
shutil.rmtree(CKPT_DIR, ignore_errors=True)
N_USERS, N_ITEMS, DIM, BATCH = 400, 200, 32, 128
users = rng.integers(0, N_USERS, 20000).astype("int32")
items = ((users * 7 + rng.integers(0, 2, 20000)) % N_ITEMS).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((users, items)).shuffle(20000).batch(BATCH, drop_remainder=True)


def make_tower(n, name):
    return keras.Sequential([keras.Input(shape=(), dtype="int32"), keras.layers.Embedding(n, DIM),
                             keras.layers.Dense(DIM)], name=name)


# ------------------------- training job -------------------------
user_tower, item_tower = make_tower(N_USERS, "user_tower"), make_tower(N_ITEMS, "item_tower")
u_opt, i_opt = keras.optimizers.Adam(3e-3), keras.optimizers.Adam(3e-3)
ckpt = tf.train.Checkpoint(user_tower=user_tower, item_tower=item_tower, u_opt=u_opt, i_opt=i_opt)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=3)


@tf.function
def train_step(u, i):
    with tf.GradientTape(persistent=True) as tape:
        ue = tf.math.l2_normalize(user_tower(u, training=True), -1)
        ie = tf.math.l2_normalize(item_tower(i, training=True), -1)
        logits = tf.matmul(ue, ie, transpose_b=True) / 0.05
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=tf.range(tf.shape(u)[0]), logits=logits))
    u_opt.apply_gradients(zip(tape.gradient(loss, user_tower.trainable_variables), user_tower.trainable_variables))
    i_opt.apply_gradients(zip(tape.gradient(loss, item_tower.trainable_variables), item_tower.trainable_variables))
    return loss


def recall_at_10(qt, ct):
    all_items = tf.math.l2_normalize(ct(tf.range(N_ITEMS)), -1)
    eval_users = np.arange(N_USERS, dtype="int32")
    q = tf.math.l2_normalize(qt(eval_users), -1)
    top = tf.math.top_k(tf.matmul(q, all_items, transpose_b=True), 10).indices.numpy()
    truth = (eval_users * 7) % N_ITEMS
    return float(np.mean([t in row for t, row in zip(truth, top)]))


for epoch in range(4):
    losses = [float(train_step(u, i)) for u, i in ds]
    path = manager.save()
    print(f"[train] epoch {epoch} loss {np.mean(losses):.4f} recall@10 {recall_at_10(user_tower, item_tower):.3f} -> {path}")

# ------------------------- evaluation job -------------------------
query_model, candidate_model = make_tower(N_USERS, "query_model"), make_tower(N_ITEMS, "candidate_model")
eval_ckpt = tf.train.Checkpoint(query_model=query_model, candidate_model=candidate_model)
latest = tf.train.latest_checkpoint(CKPT_DIR)
eval_ckpt.restore(latest).expect_partial()   # optimizer slots are not needed for eval
print(f"[eval] restored towers from {latest}")
print(f"[eval] recall@10 over {N_USERS} users: {recall_at_10(query_model, candidate_model):.3f}")
