# Vectorising pre-tokenised text (tokens split by the upstream spaCy job, stored as ragged strings)
import tensorflow as tf
import keras

docs = [["the", "movie", "was", "great"], ["terrible", "acting"], ["i", "loved", "every", "minute", "of", "it"],
        ["not", "worth", "it"]] * 50
tokens = tf.ragged.constant(docs)
print("tokens:", tokens.shape, tokens.dtype)
vec = keras.layers.TextVectorization(max_tokens=5000, output_sequence_length=16)
vec.adapt(tokens)
print(vec.get_vocabulary()[:10])
ids = vec(tokens)
print(ids[:2])
