"""Autoencoder for sensor anomaly detection, code kept from the 2018 TF1
reference implementation (graph + session), run on TF 2.x."""
import numpy as np
import tensorflow as tf

print("tensorflow", tf.__version__)
N_IN, N_HID, BATCH, LR = 32, 8, 64, 1e-3

rng = np.random.default_rng(0)
data = rng.normal(size=(5000, N_IN)).astype("float32")

x = tf.compat.v1.placeholder(tf.float32, shape=[None, N_IN], name="x")
w_enc = tf.Variable(tf.random.normal([N_IN, N_HID], stddev=0.1), name="w_enc")
b_enc = tf.Variable(tf.zeros([N_HID]), name="b_enc")
w_dec = tf.Variable(tf.random.normal([N_HID, N_IN], stddev=0.1), name="w_dec")
b_dec = tf.Variable(tf.zeros([N_IN]), name="b_dec")

code = tf.nn.tanh(tf.matmul(x, w_enc) + b_enc)
recon = tf.matmul(code, w_dec) + b_dec
loss = tf.reduce_mean(tf.square(recon - x))
train_op = tf.compat.v1.train.AdamOptimizer(LR).minimize(loss)

with tf.compat.v1.Session() as sess:
    sess.run(tf.compat.v1.global_variables_initializer())
    for step in range(2000):
        idx = rng.integers(0, len(data), BATCH)
        _, l = sess.run([train_op, loss], feed_dict={x: data[idx]})
        if step % 200 == 0:
            print(f"step {step} recon_loss {l:.5f}")
