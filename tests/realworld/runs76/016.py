# Hand-written scaled dot-product attention with an additive padding mask (BERT-style)
import numpy as np
import tensorflow as tf

B, T, D = 4, 10, 32
x = tf.random.normal((B, T, D))
attention_mask = tf.constant(np.array([[1] * 7 + [0] * 3] * B), dtype=tf.int32)  # from the tokenizer

@tf.function
def attend(x, attention_mask):
    scores = tf.matmul(x, x, transpose_b=True) / tf.sqrt(float(D))
    ext = (1 - attention_mask[:, None, :]) * -10000.0
    scores = scores + ext
    w = tf.nn.softmax(scores, axis=-1)
    return tf.matmul(w, x)

print(attend(x, attention_mask).shape)
