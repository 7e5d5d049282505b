# linear softmax regression as a tf.Module, data from numpy (torch port: tensors were .float() in the Dataset)
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20))                 # float64 by default
true_w = rng.normal(size=(20, 4))
y = np.argmax(X @ true_w, axis=1)

class Softmax(tf.Module):
    def __init__(self, d_in, n_out):
        super().__init__()
        self.w = tf.Variable(tf.random.normal((d_in, n_out), stddev=0.1), name="w")
        self.b = tf.Variable(tf.zeros((n_out,)), name="b")
    def __call__(self, x):
        return tf.matmul(x, self.w) + self.b

model = Softmax(20, 4)
opt = tf.keras.optimizers.SGD(0.1)
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(64)
print(ds.element_spec)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    total = 0.0
    for step, (xb, yb) in enumerate(ds):
        total += float(train_step(xb, yb))
    print(f"epoch {epoch} loss {total / (step + 1):.4f}")
