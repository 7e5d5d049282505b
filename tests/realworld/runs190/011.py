"""Resumable custom-loop training with tf.train.CheckpointManager (interrupted after 2 epochs,
then resumed), followed by a tf.Module SavedModel export with an explicit serving signature."""
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "/home/user/project/resume_ckpt"
EXPORT_DIR = "/home/user/project/scorer_savedmodel"
rng = np.random.default_rng(21)
X = rng.normal(size=(3000, 10)).astype("float32")
w = rng.normal(size=(10, 1)).astype("float32")
Y = (np.tanh(X @ w) + 0.05 * rng.normal(size=(3000, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(3000, seed=21).batch(100)


def build():
    return keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="tanh"),
                             keras.layers.Dense(1)])


def run(model, opt, epochs_total):
    epoch_var = tf.Variable(0, dtype=tf.int64, name="epoch")
    ckpt = tf.train.Checkpoint(model=model, optimizer=opt, epoch=epoch_var)
    manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=3)
    status = ckpt.restore(manager.latest_checkpoint)
    if manager.latest_checkpoint:
        status.assert_existing_objects_matched()
        print(f"Restored from {manager.latest_checkpoint} (epoch {int(epoch_var.numpy())})")
    else:
        print("Initializing from scratch.")

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x, training=True) - y))
        opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
        return loss

    while int(epoch_var.numpy()) < epochs_total:
        losses = [float(step(x, y)) for x, y in ds]
        epoch_var.assign_add(1)
        path = manager.save(checkpoint_number=int(epoch_var.numpy()))
        print(f"epoch {int(epoch_var.numpy())}: mse={np.mean(losses):.5f}  checkpoint={path}")


tf.io.gfile.rmtree(CKPT_DIR) if tf.io.gfile.exists(CKPT_DIR) else None
m1 = build(); run(m1, keras.optimizers.Adam(1e-2), epochs_total=2)
print("--- simulated preemption, restarting job ---")
m2 = build(); run(m2, keras.optimizers.Adam(1e-2), epochs_total=5)


class Scorer(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec([None, 10], tf.float32, name="features")])
    def serve(self, features):
        return {"score": self.model(features, training=False)}


scorer = Scorer(m2)
tf.saved_model.save(scorer, EXPORT_DIR, signatures={"serving_default": scorer.serve})
loaded = tf.saved_model.load(EXPORT_DIR)
out = loaded.signatures["serving_default"](features=tf.constant(X[:4]))["score"].numpy().ravel()
print("served scores:", np.round(out, 4))
print("keras scores: ", np.round(m2(X[:4]).numpy().ravel(), 4))
