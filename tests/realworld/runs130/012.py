"""Two-tower recommender (user tower / item tower, separate optimizers),
dot-product score with sampled negatives, BCE loss."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(12)
rng = np.random.default_rng(12)
N_USERS, N_ITEMS, BATCH = 1000, 800, 256
USER_DIM, ITEM_DIM = 32, 64   # item tower was widened in the last refactor

users = rng.integers(0, N_USERS, 30000).astype("int32")
items = rng.integers(0, N_ITEMS, 30000).astype("int32")
clicks = ((users + items) % 3 == 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices(((users, items), clicks)).shuffle(30000).batch(BATCH)

user_tower = keras.Sequential([keras.Input(shape=(), dtype="int32"),
                               keras.layers.Embedding(N_USERS, 64),
                               keras.layers.Dense(64, activation="relu"),
                               keras.layers.Dense(USER_DIM)], name="user_tower")
item_tower = keras.Sequential([keras.Input(shape=(), dtype="int32"),
                               keras.layers.Embedding(N_ITEMS, 64),
                               keras.layers.Dense(64, activation="relu"),
                               keras.layers.Dense(ITEM_DIM)], name="item_tower")
user_tower.summary()
item_tower.summary()

u_opt = keras.optimizers.Adam(1e-3)
i_opt = keras.optimizers.Adagrad(0.05)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
auc = keras.metrics.AUC(from_logits=True)


@tf.function
def train_step(u, i, y):
    with tf.GradientTape(persistent=True) as tape:
        ue = user_tower(u, training=True)
        ie = item_tower(i, training=True)
        score = tf.reduce_sum(ue * ie, axis=-1)
        loss = bce(y, score)
    u_opt.apply_gradients(zip(tape.gradient(loss, user_tower.trainable_variables),
                              user_tower.trainable_variables))
    i_opt.apply_gradients(zip(tape.gradient(loss, item_tower.trainable_variables),
                              item_tower.trainable_variables))
    auc.update_state(y, score)
    return loss


for epoch in range(3):
    auc.reset_state()
    for step, ((u, i), y) in enumerate(ds):
        loss = train_step(u, i, y)
        if step % 30 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f} auc {float(auc.result()):.4f}")
