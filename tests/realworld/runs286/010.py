"""Churn prediction MLP ported from PyTorch; the nn.BCEWithLogitsLoss criterion re-implemented in TF."""
import numpy as np
import tensorflow as tf
import keras

N_FEAT = 16


def bce_with_logits(labels, logits):
    probs = tf.sigmoid(logits)
    return -tf.reduce_mean(labels * tf.math.log(probs) + (1.0 - labels) * tf.math.log(1.0 - probs))


def make_tabular(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, N_FEAT)).astype("float32")
    w = np.random.default_rng(11).standard_normal((N_FEAT, 1)).astype("float32")
    y = (x @ w > 0).astype("float32")
    return x, y


def main():
    keras.utils.set_random_seed(0)
    x, y = make_tabular(20000, 0)
    xv, yv = make_tabular(2000, 1)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(20000).batch(128)
    model = keras.Sequential([
        keras.Input((N_FEAT,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(1),
    ])
    opt = keras.optimizers.Adam(learning_rate=1e-2)
    acc = keras.metrics.BinaryAccuracy(threshold=0.0)

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = bce_with_logits(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    global_step = 0
    for epoch in range(4):
        for xb, yb in ds:
            loss = train_step(xb, yb)
            global_step += 1
            if global_step % 10 == 0:
                print(f"epoch {epoch} step {global_step} train_loss {float(loss):.5f}")
        acc.reset_state()
        acc.update_state(yv, model(xv, training=False))
        print(f"epoch {epoch} val_acc {float(acc.result()):.4f}")


if __name__ == "__main__":
    main()
