# Metric learning with an all-pairs contrastive loss, ported from a PyTorch (torch.cdist) version.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(6)
C, PER, D = 40, 32, 32
centers = rng.normal(size=(C, D)) * 2.0
X = (centers[:, None, :] + rng.normal(size=(C, PER, D))).reshape(-1, D).astype("float32")
Y = np.repeat(np.arange(C), PER).astype("int32")

ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(len(X)).batch(128, drop_remainder=True)

encoder = keras.Sequential([keras.Input((D,)),
                            keras.layers.Dense(128, activation="relu"),
                            keras.layers.Dense(64, activation="relu"),
                            keras.layers.Dense(16)])
opt = keras.optimizers.Adam(1e-3)
margin = 2.0

def pairwise_distance(z):
    return tf.norm(z[:, None, :] - z[None, :, :], axis=-1)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        z = encoder(x, training=True)
        dist = pairwise_distance(z)
        same = tf.cast(tf.equal(y[:, None], y[None, :]), tf.float32)
        pos_term = same * dist
        neg_term = (1.0 - same) * tf.nn.relu(margin - dist)
        loss = tf.reduce_mean(pos_term + neg_term)
        mean_pos = tf.reduce_sum(same * dist) / tf.reduce_sum(same)
        mean_neg = tf.reduce_sum((1.0 - same) * dist) / tf.reduce_sum(1.0 - same)
    grads = tape.gradient(loss, encoder.trainable_variables)
    opt.apply_gradients(zip(grads, encoder.trainable_variables))
    return loss, mean_pos, mean_neg

step = 0
for epoch in range(5):
    for x, y in ds:
        loss, dp, dn = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:4d} loss {loss.numpy():.4f} d_pos {dp.numpy():.4f} d_neg {dn.numpy():.4f}")
        step += 1
print("training finished")
