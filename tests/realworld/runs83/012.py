# Poisson-style count regression with a hand-written safe log-likelihood, custom GradientTape loop
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 8)).astype("float32")
rate = np.exp(X[:, :2].sum(1) * 0.5)
y = rng.poisson(rate).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(128)

model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="relu")])   # rate must be >= 0
opt = keras.optimizers.Adam(1e-3)

def safe_poisson_nll(y_true, mu):
    # avoid log(0): use 0 where the predicted rate is 0
    log_mu = tf.where(mu > 0, tf.math.log(mu), tf.zeros_like(mu))
    return tf.reduce_mean(mu - y_true * log_mu)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        mu = model(xb, training=True)
        loss = safe_poisson_nll(yb, mu)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss, tf.reduce_sum(tf.cast(mu <= 0, tf.int32)), tf.linalg.global_norm(grads)

for epoch in range(6):
    for step, (xb, yb) in enumerate(ds):
        loss, n_zero, gnorm = train_step(xb, yb)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss):.4f} grad_norm {float(gnorm):.4f} zero-rate preds {int(n_zero)}")
