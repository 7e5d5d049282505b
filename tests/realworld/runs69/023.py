# Healthy: tf.Module regression trained with an XLA-compiled step, exported and reloaded as SavedModel
import tensorflow as tf

class MLP(tf.Module):
    def __init__(self):
        super().__init__()
        self.w1 = tf.Variable(tf.random.normal([8, 32], stddev=0.3, seed=1))
        self.b1 = tf.Variable(tf.zeros([32]))
        self.w2 = tf.Variable(tf.random.normal([32, 1], stddev=0.3, seed=2))
        self.b2 = tf.Variable(tf.zeros([1]))

    @tf.function(input_signature=[tf.TensorSpec([None, 8], tf.float32)])
    def __call__(self, x):
        return tf.matmul(tf.nn.relu(tf.matmul(x, self.w1) + self.b1), self.w2) + self.b2

tf.random.set_seed(0)
X = tf.random.normal([1024, 8]); y = tf.reduce_sum(X[:, :3], axis=1, keepdims=True)
m = MLP(); opt = tf.keras.optimizers.Adam(1e-2)

@tf.function(jit_compile=True)
def step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((m(x) - y) ** 2)
    opt.apply_gradients(zip(tape.gradient(loss, m.trainable_variables), m.trainable_variables))
    return loss

ds = tf.data.Dataset.from_tensor_slices((X, y)).batch(64, drop_remainder=True)
for epoch in range(6):
    for xb, yb in ds:
        loss = step(xb, yb)
    print(f"epoch {epoch} loss {loss.numpy():.5f}")
tf.saved_model.save(m, "/tmp/runs69_mlp")
r = tf.saved_model.load("/tmp/runs69_mlp")
print("reloaded max abs diff:", float(tf.reduce_max(tf.abs(r(X[:5]) - m(X[:5])))))
