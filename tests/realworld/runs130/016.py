"""Movie retrieval two-tower model following the TensorFlow Recommenders tutorial."""
import numpy as np
import tensorflow as tf
import keras
import tensorflow_recommenders as tfrs

rng = np.random.default_rng(16)
user_ids = rng.integers(0, 500, 10000).astype("int32")
movie_ids = rng.integers(0, 300, 10000).astype("int32")
ratings = tf.data.Dataset.from_tensor_slices({"user_id": user_ids, "movie_id": movie_ids})


class MovielensModel(tfrs.Model):
    def __init__(self):
        super().__init__()
        self.user_model = keras.Sequential([keras.layers.Embedding(500, 32)])
        self.movie_model = keras.Sequential([keras.layers.Embedding(300, 32)])
        candidates = tf.data.Dataset.range(300).batch(128).map(lambda m: self.movie_model(tf.cast(m, tf.int32)))
        self.task = tfrs.tasks.Retrieval(metrics=tfrs.metrics.FactorizedTopK(candidates=candidates))

    def compute_loss(self, features, training=False):
        return self.task(self.user_model(features["user_id"]), self.movie_model(features["movie_id"]))


model = MovielensModel()
model.compile(optimizer=keras.optimizers.Adagrad(0.1))
model.fit(ratings.shuffle(10000).batch(512), epochs=3)
