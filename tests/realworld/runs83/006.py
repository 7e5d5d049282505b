# Graph-convolution layer with a symmetric-normalized adjacency built in numpy
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
N, F, C = 300, 16, 3
edges = rng.integers(0, N, size=(2, 1500))
A = np.zeros((N, N))
A[edges[0], edges[1]] = 1.0
A = np.maximum(A, A.T) + np.eye(N)
deg = A.sum(1)
A_hat = A / np.sqrt(deg)[:, None] / np.sqrt(deg)[None, :]
rows, cols = np.nonzero(A_hat)

adj = tf.sparse.reorder(tf.sparse.SparseTensor(
    indices=np.stack([rows, cols], 1).astype("int64"),
    values=A_hat[rows, cols], dense_shape=A_hat.shape))
X = tf.constant(rng.normal(size=(N, F)), dtype=tf.float32)
y = tf.constant(rng.integers(0, C, size=N))
print("adj:", adj.dtype, adj.dense_shape.numpy(), "features:", X.dtype, X.shape)

class GCN(tf.Module):
    def __init__(self):
        super().__init__()
        self.w1 = tf.Variable(tf.keras.initializers.GlorotUniform()((F, 32)))
        self.w2 = tf.Variable(tf.keras.initializers.GlorotUniform()((32, C)))
    def __call__(self, a, x):
        h = tf.nn.relu(tf.sparse.sparse_dense_matmul(a, x @ self.w1))
        return tf.sparse.sparse_dense_matmul(a, h @ self.w2)

gcn = GCN()
opt = tf.keras.optimizers.Adam(0.01)
for epoch in range(50):
    with tf.GradientTape() as tape:
        logits = gcn(adj, X)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(y, logits))
    grads = tape.gradient(loss, gcn.trainable_variables)
    opt.apply_gradients(zip(grads, gcn.trainable_variables))
    if epoch % 10 == 0:
        print(f"epoch {epoch} loss {float(loss):.4f}")
