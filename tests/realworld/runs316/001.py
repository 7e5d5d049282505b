# Custom training loop for a small MLP classifier (port of a PyTorch nn.Module + manual loop)
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32))            # numpy default float64
W_true = rng.normal(size=(32, 4))
y = np.argmax(X @ W_true, axis=1).astype(np.int64)

ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(64)

class MLP(tf.Module):
    def __init__(self, d_in, d_hidden, n_cls):
        super().__init__()
        init = tf.keras.initializers.GlorotUniform(seed=0)
        self.w1 = tf.Variable(init((d_in, d_hidden)), name="w1")
        self.b1 = tf.Variable(tf.zeros([d_hidden]), name="b1")
        self.w2 = tf.Variable(init((d_hidden, n_cls)), name="w2")
        self.b2 = tf.Variable(tf.zeros([n_cls]), name="b2")

    def __call__(self, x):
        h = tf.nn.relu(tf.matmul(x, self.w1) + self.b1)
        return tf.matmul(h, self.w2) + self.b2

model = MLP(32, 64, 4)
opt = tf.keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=yb, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    total, n = 0.0, 0
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        total += float(loss); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    print(f"epoch {epoch} mean loss {total / n:.4f}")
