"""Fine-tune a small text classifier; script written for TF 2.11 (tf.keras + legacy optimizer for M1 speed)."""
import numpy as np
import tensorflow as tf

print("TensorFlow", tf.__version__)
vocab, seq = 5000, 64
x = np.random.randint(1, vocab, size=(2000, seq))
y = np.random.randint(0, 2, size=(2000,))

model = tf.keras.Sequential([
    tf.keras.layers.Embedding(vocab, 64),
    tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(32)),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
opt = tf.keras.optimizers.legacy.Adam(learning_rate=1e-3, decay=1e-5)
model.compile(optimizer=opt, loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, validation_split=0.1)
