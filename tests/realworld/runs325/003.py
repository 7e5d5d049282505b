import numpy as np
import tensorflow as tf

# Low-level port of a torch nn.Module MLP using tf.Variable parameters
rng = np.random.default_rng(3)
N, D, H, C = 2000, 24, 48, 5
x = rng.normal(size=(N, D))            # numpy default float64, as returned by the feature pipeline
y = rng.integers(0, C, size=(N,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=3).batch(128)

class MLP(tf.Module):
    def __init__(self):
        super().__init__()
        init = tf.keras.initializers.GlorotUniform(seed=0)
        self.w1 = tf.Variable(init((D, H)), name="w1")
        self.b1 = tf.Variable(tf.zeros([H]), name="b1")
        self.w2 = tf.Variable(init((H, C)), name="w2")
        self.b2 = tf.Variable(tf.zeros([C]), name="b2")

    def __call__(self, x):
        h = tf.nn.relu(tf.matmul(x, self.w1) + self.b1)
        return tf.matmul(h, self.w2) + self.b2

net = MLP()
opt = tf.keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)
print("params:", [(v.name, v.shape.as_list(), v.dtype.name) for v in net.trainable_variables])

for epoch in range(2):
    for step, (xb, yb) in enumerate(ds):
        with tf.GradientTape() as tape:
            logits = net(xb)
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=yb, logits=logits))
        grads = tape.gradient(loss, net.trainable_variables)
        opt.apply_gradients(zip(grads, net.trainable_variables))
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.numpy():.4f}")
