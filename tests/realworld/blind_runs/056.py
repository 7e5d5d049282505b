# MindDataset pointed at a file that does not exist
import mindspore.dataset as ds
data = ds.MindDataset("/data/wiki103/mindrecord/wiki103.mindrecord0", columns_list=["input_ids"])
for row in data.create_dict_iterator():
    print(row)
