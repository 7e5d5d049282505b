# Legacy training entry point (TF 2.4 era) run on the team's new TF 2.21 image
import numpy as np
import tensorflow as tf
print("TensorFlow", tf.__version__)

def input_fn(batch_size=32):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(512, 4)).astype("float32")
    y = (X.sum(1) > 0).astype("int32")
    ds = tf.data.Dataset.from_tensor_slices(({"x": X}, y))
    return ds.shuffle(512).batch(batch_size).repeat()

feature_columns = [tf.feature_column.numeric_column("x", shape=(4,))]
run_config = tf.estimator.RunConfig(model_dir="/tmp/runs83_015_model", save_checkpoints_steps=100)
classifier = tf.estimator.DNNClassifier(hidden_units=[16, 8], feature_columns=feature_columns,
                                        n_classes=2, config=run_config)
classifier.train(input_fn=input_fn, steps=200)
print(classifier.evaluate(input_fn=lambda: input_fn().take(10)))
