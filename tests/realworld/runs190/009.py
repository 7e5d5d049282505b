"""Old TF1-style logistic-regression trainer (from a 2018 tutorial repo) run under TensorFlow 2
via the tf.compat.v1 namespace, because 'compat.v1 keeps old code working'."""
import numpy as np
import tensorflow as tf

print("TensorFlow", tf.__version__)
rng = np.random.default_rng(0)
X_train = rng.normal(size=(1000, 20)).astype("float32")
w_true = rng.normal(size=(20, 1)).astype("float32")
y_train = (X_train @ w_true > 0).astype("float32")

learning_rate = 0.1
n_epochs = 20
batch_size = 100

x = tf.compat.v1.placeholder(tf.float32, shape=[None, 20], name="x")
y = tf.compat.v1.placeholder(tf.float32, shape=[None, 1], name="y")
W = tf.compat.v1.get_variable("W", shape=[20, 1], initializer=tf.compat.v1.zeros_initializer())
b = tf.compat.v1.get_variable("b", shape=[1], initializer=tf.compat.v1.zeros_initializer())
logits = tf.matmul(x, W) + b
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.compat.v1.train.GradientDescentOptimizer(learning_rate).minimize(loss)

with tf.compat.v1.Session() as sess:
    sess.run(tf.compat.v1.global_variables_initializer())
    for epoch in range(n_epochs):
        for i in range(0, len(X_train), batch_size):
            _, l = sess.run([train_op, loss], feed_dict={x: X_train[i:i + batch_size],
                                                         y: y_train[i:i + batch_size]})
        print(f"Epoch {epoch + 1}: loss={l:.4f}")
