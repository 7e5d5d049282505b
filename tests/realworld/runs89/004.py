# MNIST-like MLP tf.Module; weights cast to the input dtype like `self.w.to(x.dtype)` in the torch original
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
images = rng.integers(0, 256, size=(1000, 28, 28), dtype=np.uint8)   # raw pixels, as stored on disk
labels = rng.integers(0, 10, size=(1000,)).astype(np.int64)

class MLP(tf.Module):
    def __init__(self):
        super().__init__()
        self.w1 = tf.Variable(tf.random.normal((784, 128), stddev=0.05))
        self.b1 = tf.Variable(tf.zeros((128,)))
        self.w2 = tf.Variable(tf.random.normal((128, 10), stddev=0.05))
        self.b2 = tf.Variable(tf.zeros((10,)))
    def __call__(self, x):
        x = tf.reshape(x, (-1, 784))
        # follow the input dtype so the same module works under fp16/bf16 inputs
        h = tf.nn.relu(tf.matmul(x, tf.cast(self.w1, x.dtype)) + tf.cast(self.b1, x.dtype))
        return tf.matmul(h, tf.cast(self.w2, h.dtype)) + tf.cast(self.b2, h.dtype)

model = MLP()
opt = tf.keras.optimizers.Adam(1e-3)
ds = tf.data.Dataset.from_tensor_slices((images, labels)).batch(100)

for step, (x, y) in enumerate(ds):
    with tf.GradientTape() as tape:
        logits = tf.cast(model(x), tf.float32)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    print("step", step, "loss", float(loss))
