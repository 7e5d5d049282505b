# Export a trained intent classifier as a SavedModel and smoke-test the serving endpoint
import numpy as np
import tensorflow as tf
import keras
from keras import layers

MAXLEN = 32
model = keras.Sequential([keras.Input((MAXLEN,), dtype="int32", name="token_ids"),
                          layers.Embedding(8000, 64, mask_zero=True),
                          layers.GRU(64), layers.Dense(12)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
x = np.random.randint(1, 8000, size=(256, MAXLEN)).astype("int32"); y = np.random.randint(0, 12, size=256)
model.fit(x, y, epochs=1, batch_size=32, verbose=2)
model.export("/tmp/runs76_012_intent")

loaded = tf.saved_model.load("/tmp/runs76_012_intent")
# serving request: tokenizer at serving time pads to the longest utterance in the request (48 here)
req = tf.constant(np.random.randint(1, 8000, size=(4, 48)), dtype=tf.int32)
print("request", req.shape)
logits = loaded.serve(req)
print(tf.argmax(logits, -1))
