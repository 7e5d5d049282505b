# inference helper from an Ascend repo: uses pyACL to query the device memory first
import mindspore as ms
import acl

ret = acl.init()
free, total, ret = acl.rt.get_mem_info(0)
print("free", free, "total", total)
ms.set_device("Ascend", 0)
