# Map function with python_multiprocessing=True returns a 6 MB float32 feature array per row, but max_rowsize was
# copied as 1 (MB) from an old image recipe.
import numpy as np, mindspore.dataset as ds
def source():
    for i in range(64):
        yield (np.full((4,), i, np.int32),)
def featurize(ids):
    return np.random.rand(1024, 1536).astype(np.float32)   # 6 MB spectrogram-like feature
data = ds.GeneratorDataset(source, column_names=["ids"], shuffle=False)
data = data.map(featurize, input_columns=["ids"], output_columns=["feat"], num_parallel_workers=2,
                python_multiprocessing=True, max_rowsize=1)
data = data.batch(4)
for n, row in enumerate(data.create_tuple_iterator(output_numpy=True)):
    print("batch", n, row[0].shape, flush=True)
