# tf.Module MLP, custom GradientTape loop, CheckpointManager save + restore into a fresh module
import shutil
import numpy as np
import tensorflow as tf

CKPT_DIR = "/tmp/runs83_021_ckpt"
shutil.rmtree(CKPT_DIR, ignore_errors=True)
tf.random.set_seed(0)

class Dense(tf.Module):
    def __init__(self, n_in, n_out, act=None, name=None):
        super().__init__(name=name)
        self.w = tf.Variable(tf.random.normal([n_in, n_out], stddev=(2.0 / n_in) ** 0.5), name="w")
        self.b = tf.Variable(tf.zeros([n_out]), name="b")
        self.act = act
    def __call__(self, x):
        y = x @ self.w + self.b
        return self.act(y) if self.act else y

class MLP(tf.Module):
    def __init__(self):
        super().__init__()
        self.l1 = Dense(8, 32, tf.nn.relu)
        self.l2 = Dense(32, 1)
    def __call__(self, x):
        return self.l2(self.l1(x))

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 8)).astype("float32")
y = (np.sin(X[:, :1]) + 0.3 * X[:, 1:2] ** 2).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(128).prefetch(tf.data.AUTOTUNE)

model = MLP()
opt = tf.keras.optimizers.Adam(3e-3)
step = tf.Variable(0, dtype=tf.int64)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=step)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(xb) - yb))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    step.assign_add(1)
    return loss

for epoch in range(8):
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    path = manager.save()
    print(f"epoch {epoch} loss {np.mean(losses):.4f} step {int(step)} saved {path}")

fresh = MLP()
status = tf.train.Checkpoint(model=fresh).restore(manager.latest_checkpoint).expect_partial()
status.assert_existing_objects_matched()
diff = float(tf.reduce_max(tf.abs(fresh(X[:256]) - model(X[:256]))))
print(f"restored from {manager.latest_checkpoint}; max |diff| vs trained model = {diff:.2e}")
