"""Train a small MLP classifier, save a checkpoint, then reload it in a fresh model for evaluation
(port of torch.save(model.state_dict()) / model.load_state_dict(torch.load(...)) to tf.train.Checkpoint)."""
import os
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "ckpt_mlp"
N_FEAT, N_CLS = 32, 8


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(99).normal(scale=1.5, size=(N_CLS, N_FEAT))
    y = rng.integers(0, N_CLS, n)
    x = (centers[y] + rng.normal(size=(n, N_FEAT))).astype("float32")
    return x, y


def build_model():
    return keras.Sequential([
        keras.Input((N_FEAT,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(N_CLS),
    ], name="classifier")


def evaluate(model, ds):
    acc = keras.metrics.SparseCategoricalAccuracy()
    for xb, yb in ds:
        acc.update_state(yb, model(xb, training=False))
    return float(acc.result())


def train_and_save():
    x, y = make_data(8000, 0)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8000).batch(128)
    model = build_model()
    opt = keras.optimizers.Adam(1e-3)
    ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def step(xb, yb):
        with tf.GradientTape() as tape:
            loss = ce(yb, model(xb, training=True))
        opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
        return loss

    for epoch in range(5):
        losses = [float(step(xb, yb)) for xb, yb in ds]
        print(f"[train] epoch {epoch} loss {np.mean(losses):.4f} train_acc {evaluate(model, ds):.4f}")
    ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
    path = ckpt.save(os.path.join(CKPT_DIR, "ckpt"))
    print(f"[train] saved checkpoint to {path}")
    return path


def load_and_eval(path):
    x, y = make_data(2000, 1)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(256)
    model = build_model()
    ckpt = tf.train.Checkpoint(net=model)
    ckpt.restore(path).expect_partial()
    print(f"[eval] restored from {path}")
    print(f"[eval] test accuracy {evaluate(model, ds):.4f} on {len(x)} examples")


if __name__ == "__main__":
    keras.utils.set_random_seed(0)
    p = train_and_save()
    load_and_eval(p)
