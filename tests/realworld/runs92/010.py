# Resume fine-tuning from a tf.train.Checkpoint after the model class was refactored (attribute renamed)
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "/home/user/project/010_ckpt"
rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 24)).astype("float32")
y = (np.tanh(x[:, :6]).sum(1) + 0.3 * x[:, 6] ** 2).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=1).batch(64)

class RegressorV1(keras.Model):
    def __init__(self):
        super().__init__()
        self.backbone = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(1)
    def call(self, x):
        return self.head(self.backbone(x))

class RegressorV2(keras.Model):
    """refactor: 'backbone' renamed to 'encoder' to match the torch code base"""
    def __init__(self):
        super().__init__()
        self.encoder = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(1)
    def call(self, x):
        return self.head(self.encoder(x))

def train(model, opt, epochs, tag):
    @tf.function
    def step(xb, yb):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(xb) - yb))
        g = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(g, model.trainable_variables))
        return loss
    for e in range(epochs):
        ls = [float(step(xb, yb)) for xb, yb in ds]
        print(f"[{tag}] epoch {e + 1} mse {np.mean(ls):.4f}")

# ---- stage 1 (yesterday's job) ----
shutil.rmtree(CKPT_DIR, ignore_errors=True)
m1, o1 = RegressorV1(), keras.optimizers.Adam(1e-3)
train(m1, o1, 6, "stage1")
path = tf.train.Checkpoint(model=m1, optimizer=o1).save(os.path.join(CKPT_DIR, "ckpt"))
print("saved", path)

# ---- stage 2 (today's job, refactored code) ----
m2, o2 = RegressorV2(), keras.optimizers.Adam(1e-3)
m2(tf.zeros((1, 24)))
ckpt = tf.train.Checkpoint(model=m2, optimizer=o2)
status = ckpt.restore(tf.train.latest_checkpoint(CKPT_DIR))
print("restored from", tf.train.latest_checkpoint(CKPT_DIR))
train(m2, o2, 3, "stage2-resume")
