# Healthy: TextVectorization + Embedding sentiment classifier with model.fit
import tensorflow as tf
import keras
from keras import layers

pos = ["great movie loved it", "what a fun ride", "an instant classic", "wonderful acting and story"]
neg = ["terrible plot and acting", "boring and too long", "i want my money back", "awful and dull"]
texts = (pos + neg) * 40
labels = ([1] * 4 + [0] * 4) * 40
vectorizer = layers.TextVectorization(max_tokens=1000, output_sequence_length=8)
vectorizer.adapt(tf.data.Dataset.from_tensor_slices(texts).batch(32))
ds = tf.data.Dataset.from_tensor_slices((texts, labels)).shuffle(320, seed=0).batch(16)
model = keras.Sequential([keras.Input((1,), dtype="string"), vectorizer, layers.Embedding(1000, 16),
                          layers.GlobalAveragePooling1D(), layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(1e-2), "binary_crossentropy", metrics=["accuracy"])
model.fit(ds.map(lambda t, l: (tf.expand_dims(t, -1), l)), epochs=5, verbose=2)
print("done")
